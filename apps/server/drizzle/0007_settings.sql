CREATE TABLE "codigo_recuperacao" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"codigo_hash" text NOT NULL,
	"usado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "desafio_login" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"user_agent" text,
	"ip" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "desafio_login_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "dispositivo_conhecido" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"dispositivo_hash" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exportacao" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"escola_id" uuid NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"arquivo" text,
	"tamanho_bytes" integer,
	"pronta_em" timestamp with time zone,
	"expira_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registro_exclusao" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"escola_id" uuid NOT NULL,
	"papel" text NOT NULL,
	"discentes_excluidos" integer NOT NULL,
	"discentes_mantidos" integer NOT NULL,
	"excluido_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registro_retencao" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"escola_id" uuid NOT NULL,
	"presencas_excluidas" integer NOT NULL,
	"mensagens_excluidas" integer NOT NULL,
	"executado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "relato_problema" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"escola_id" uuid NOT NULL,
	"usuario_id" uuid,
	"pagina" text NOT NULL,
	"descricao" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retencao_escola" (
	"escola_id" uuid PRIMARY KEY NOT NULL,
	"presenca_meses" integer DEFAULT 24 NOT NULL,
	"chat_meses" integer DEFAULT 12 NOT NULL,
	"alterado_por" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "segundo_fator" (
	"usuario_id" uuid PRIMARY KEY NOT NULL,
	"totp_segredo" text,
	"totp_confirmado_em" timestamp with time zone,
	"sms_celular" text,
	"sms_confirmado_em" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "codigo_verificacao" ADD COLUMN "destino" text;--> statement-breakpoint
ALTER TABLE "sessao" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "usuario" ADD COLUMN "notif_banners" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "usuario" ADD COLUMN "id_usuario" text;--> statement-breakpoint
ALTER TABLE "usuario" ADD COLUMN "alerta_login_suspeito" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "usuario" ADD COLUMN "tamanho_fonte" integer DEFAULT 36 NOT NULL;--> statement-breakpoint
ALTER TABLE "usuario" ADD COLUMN "contraste" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "codigo_recuperacao" ADD CONSTRAINT "codigo_recuperacao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desafio_login" ADD CONSTRAINT "desafio_login_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispositivo_conhecido" ADD CONSTRAINT "dispositivo_conhecido_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exportacao" ADD CONSTRAINT "exportacao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exportacao" ADD CONSTRAINT "exportacao_escola_id_escola_id_fk" FOREIGN KEY ("escola_id") REFERENCES "escola"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registro_exclusao" ADD CONSTRAINT "registro_exclusao_escola_id_escola_id_fk" FOREIGN KEY ("escola_id") REFERENCES "escola"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registro_retencao" ADD CONSTRAINT "registro_retencao_escola_id_escola_id_fk" FOREIGN KEY ("escola_id") REFERENCES "escola"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relato_problema" ADD CONSTRAINT "relato_problema_escola_id_escola_id_fk" FOREIGN KEY ("escola_id") REFERENCES "escola"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relato_problema" ADD CONSTRAINT "relato_problema_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retencao_escola" ADD CONSTRAINT "retencao_escola_escola_id_escola_id_fk" FOREIGN KEY ("escola_id") REFERENCES "escola"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retencao_escola" ADD CONSTRAINT "retencao_escola_alterado_por_usuario_id_fk" FOREIGN KEY ("alterado_por") REFERENCES "usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segundo_fator" ADD CONSTRAINT "segundo_fator_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "codigo_recuperacao_usuario_id_index" ON "codigo_recuperacao" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "desafio_login_usuario_id_index" ON "desafio_login" USING btree ("usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dispositivo_conhecido_usuario_id_dispositivo_hash_index" ON "dispositivo_conhecido" USING btree ("usuario_id","dispositivo_hash");--> statement-breakpoint
CREATE INDEX "exportacao_usuario_id_created_at_index" ON "exportacao" USING btree ("usuario_id","created_at");--> statement-breakpoint
CREATE INDEX "registro_retencao_escola_id_executado_em_index" ON "registro_retencao" USING btree ("escola_id","executado_em");--> statement-breakpoint
CREATE INDEX "relato_problema_escola_id_created_at_index" ON "relato_problema" USING btree ("escola_id","created_at");--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_idUsuario_unique" UNIQUE("id_usuario");--> statement-breakpoint
UPDATE "usuario" SET "id_usuario" = left(regexp_replace(lower(split_part("email", '@', 1)), '[^a-z0-9._]', '', 'g'), 20) || '.' || substr(md5("id"::text), 1, 4) WHERE "id_usuario" IS NULL;
