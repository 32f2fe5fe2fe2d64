CREATE TABLE "arquivo" (
	"filename" text PRIMARY KEY NOT NULL,
	"escola_id" uuid NOT NULL,
	"dono_usuario_id" uuid,
	"discente_id" uuid,
	"tipo" text NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"escola_id" uuid NOT NULL,
	"usuario_id" uuid,
	"discente_id" uuid,
	"acao" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "codigo_verificacao" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"finalidade" text NOT NULL,
	"codigo_hash" text NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contato_emergencia" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"discente_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"parentesco" text NOT NULL,
	"numero_telefone" text NOT NULL,
	"numero_celular" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discente" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"escola_id" uuid NOT NULL,
	"nome_disc" text NOT NULL,
	"cpf_disc" text NOT NULL,
	"rg_disc" text NOT NULL,
	"data_nas_disc" date NOT NULL,
	"altura_disc" double precision NOT NULL,
	"peso_disc" double precision NOT NULL,
	"img_disc" text,
	"deficiencia" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discente_cpfDisc_unique" UNIQUE("cpf_disc")
);
--> statement-breakpoint
CREATE TABLE "equipe" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"escola_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"ft_perfil" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "equipe_usuarioId_unique" UNIQUE("usuario_id")
);
--> statement-breakpoint
CREATE TABLE "escola" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nome" text NOT NULL,
	"codigo" text NOT NULL,
	"fuso_horario" text DEFAULT 'America/Sao_Paulo' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "escola_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "ficha_med" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"discente_id" uuid NOT NULL,
	"num_cart_sus" text NOT NULL,
	"plan_saud" text,
	"cuidados" text,
	"remedios" text,
	"comidas_alergicas" text,
	"desc_tratamento" text,
	"qtd_hora_med" double precision,
	"qtd_med" double precision,
	"nome_hospital" text,
	"cep_hospital" text,
	"rua_hospital" text,
	"uf_hospital" text,
	"versao" integer DEFAULT 1 NOT NULL,
	"alterado_por" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ficha_med_discenteId_unique" UNIQUE("discente_id")
);
--> statement-breakpoint
CREATE TABLE "responsavel" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"escola_id" uuid NOT NULL,
	"nome_resp" text NOT NULL,
	"cpf_resp" text NOT NULL,
	"rg_resp" text NOT NULL,
	"email_rec_resp" text NOT NULL,
	"numero_tel" text NOT NULL,
	"numero_cel" text NOT NULL,
	"rua" text NOT NULL,
	"bairro" text NOT NULL,
	"cep" text NOT NULL,
	"uf" text NOT NULL,
	"ft_perfil_resp" text,
	"ft_rg_resp" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "responsavel_usuarioId_unique" UNIQUE("usuario_id"),
	CONSTRAINT "responsavel_cpfResp_unique" UNIQUE("cpf_resp")
);
--> statement-breakpoint
CREATE TABLE "responsavel_discente" (
	"responsavel_id" uuid NOT NULL,
	"discente_id" uuid NOT NULL,
	"parentesco" text,
	"status" text DEFAULT 'ativo' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "responsavel_discente_responsavel_id_discente_id_pk" PRIMARY KEY("responsavel_id","discente_id")
);
--> statement-breakpoint
CREATE TABLE "sessao" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessao_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "usuario" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"escola_id" uuid NOT NULL,
	"email" text NOT NULL,
	"senha_hash" text NOT NULL,
	"papel" text NOT NULL,
	"nome" text NOT NULL,
	"idioma" text DEFAULT 'pt-BR' NOT NULL,
	"cadastro_concluido" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usuario_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "arquivo" ADD CONSTRAINT "arquivo_escola_id_escola_id_fk" FOREIGN KEY ("escola_id") REFERENCES "escola"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arquivo" ADD CONSTRAINT "arquivo_dono_usuario_id_usuario_id_fk" FOREIGN KEY ("dono_usuario_id") REFERENCES "usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arquivo" ADD CONSTRAINT "arquivo_discente_id_discente_id_fk" FOREIGN KEY ("discente_id") REFERENCES "discente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codigo_verificacao" ADD CONSTRAINT "codigo_verificacao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contato_emergencia" ADD CONSTRAINT "contato_emergencia_discente_id_discente_id_fk" FOREIGN KEY ("discente_id") REFERENCES "discente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discente" ADD CONSTRAINT "discente_escola_id_escola_id_fk" FOREIGN KEY ("escola_id") REFERENCES "escola"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipe" ADD CONSTRAINT "equipe_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipe" ADD CONSTRAINT "equipe_escola_id_escola_id_fk" FOREIGN KEY ("escola_id") REFERENCES "escola"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ficha_med" ADD CONSTRAINT "ficha_med_discente_id_discente_id_fk" FOREIGN KEY ("discente_id") REFERENCES "discente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ficha_med" ADD CONSTRAINT "ficha_med_alterado_por_usuario_id_fk" FOREIGN KEY ("alterado_por") REFERENCES "usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsavel" ADD CONSTRAINT "responsavel_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsavel" ADD CONSTRAINT "responsavel_escola_id_escola_id_fk" FOREIGN KEY ("escola_id") REFERENCES "escola"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsavel_discente" ADD CONSTRAINT "responsavel_discente_responsavel_id_responsavel_id_fk" FOREIGN KEY ("responsavel_id") REFERENCES "responsavel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsavel_discente" ADD CONSTRAINT "responsavel_discente_discente_id_discente_id_fk" FOREIGN KEY ("discente_id") REFERENCES "discente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessao" ADD CONSTRAINT "sessao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_escola_id_escola_id_fk" FOREIGN KEY ("escola_id") REFERENCES "escola"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_discente_id_created_at_index" ON "audit_log" USING btree ("discente_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_escola_id_created_at_index" ON "audit_log" USING btree ("escola_id","created_at");--> statement-breakpoint
CREATE INDEX "codigo_verificacao_usuario_id_finalidade_index" ON "codigo_verificacao" USING btree ("usuario_id","finalidade");--> statement-breakpoint
CREATE INDEX "contato_emergencia_discente_id_index" ON "contato_emergencia" USING btree ("discente_id");--> statement-breakpoint
CREATE INDEX "responsavel_discente_discente_id_index" ON "responsavel_discente" USING btree ("discente_id");--> statement-breakpoint
CREATE INDEX "sessao_usuario_id_index" ON "sessao" USING btree ("usuario_id");