CREATE TABLE "aviso" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"escola_id" uuid NOT NULL,
	"turma_id" uuid,
	"autor_id" uuid NOT NULL,
	"titulo_aviso" text NOT NULL,
	"conteudo_aviso" text NOT NULL,
	"importancia" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aviso_leitura" (
	"aviso_id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"lido_em" timestamp with time zone,
	"lembrete_enviado_em" timestamp with time zone,
	CONSTRAINT "aviso_leitura_aviso_id_usuario_id_pk" PRIMARY KEY("aviso_id","usuario_id")
);
--> statement-breakpoint
CREATE TABLE "job" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tipo" text NOT NULL,
	"payload" jsonb NOT NULL,
	"executar_em" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"travado_ate" timestamp with time zone,
	"ultimo_erro" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notificacao" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"escola_id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"prioridade" text NOT NULL,
	"tipo" text NOT NULL,
	"titulo" text NOT NULL,
	"texto" text NOT NULL,
	"link" text NOT NULL,
	"ref_id" uuid,
	"lida_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "turma" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"escola_id" uuid NOT NULL,
	"nome_turma" text NOT NULL,
	"periodo" text NOT NULL,
	"tema" text DEFAULT 'laranja-aviso' NOT NULL,
	"criado_por" uuid,
	"arquivada_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "turma_discente" (
	"turma_id" uuid NOT NULL,
	"discente_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "turma_discente_turma_id_discente_id_pk" PRIMARY KEY("turma_id","discente_id")
);
--> statement-breakpoint
CREATE TABLE "turma_pedagogo" (
	"turma_id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "turma_pedagogo_turma_id_usuario_id_pk" PRIMARY KEY("turma_id","usuario_id")
);
--> statement-breakpoint
ALTER TABLE "usuario" ADD COLUMN "email_normal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "usuario" ADD COLUMN "email_atencao" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "usuario" ADD COLUMN "email_importante" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "aviso" ADD CONSTRAINT "aviso_escola_id_escola_id_fk" FOREIGN KEY ("escola_id") REFERENCES "escola"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aviso" ADD CONSTRAINT "aviso_turma_id_turma_id_fk" FOREIGN KEY ("turma_id") REFERENCES "turma"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aviso" ADD CONSTRAINT "aviso_autor_id_usuario_id_fk" FOREIGN KEY ("autor_id") REFERENCES "usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aviso_leitura" ADD CONSTRAINT "aviso_leitura_aviso_id_aviso_id_fk" FOREIGN KEY ("aviso_id") REFERENCES "aviso"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aviso_leitura" ADD CONSTRAINT "aviso_leitura_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacao" ADD CONSTRAINT "notificacao_escola_id_escola_id_fk" FOREIGN KEY ("escola_id") REFERENCES "escola"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacao" ADD CONSTRAINT "notificacao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turma" ADD CONSTRAINT "turma_escola_id_escola_id_fk" FOREIGN KEY ("escola_id") REFERENCES "escola"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turma" ADD CONSTRAINT "turma_criado_por_usuario_id_fk" FOREIGN KEY ("criado_por") REFERENCES "usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turma_discente" ADD CONSTRAINT "turma_discente_turma_id_turma_id_fk" FOREIGN KEY ("turma_id") REFERENCES "turma"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turma_discente" ADD CONSTRAINT "turma_discente_discente_id_discente_id_fk" FOREIGN KEY ("discente_id") REFERENCES "discente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turma_pedagogo" ADD CONSTRAINT "turma_pedagogo_turma_id_turma_id_fk" FOREIGN KEY ("turma_id") REFERENCES "turma"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turma_pedagogo" ADD CONSTRAINT "turma_pedagogo_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aviso_escola_id_created_at_index" ON "aviso" USING btree ("escola_id","created_at");--> statement-breakpoint
CREATE INDEX "aviso_turma_id_index" ON "aviso" USING btree ("turma_id");--> statement-breakpoint
CREATE INDEX "aviso_leitura_usuario_id_index" ON "aviso_leitura" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "job_status_executar_em_index" ON "job" USING btree ("status","executar_em");--> statement-breakpoint
CREATE INDEX "notificacao_usuario_id_lida_em_index" ON "notificacao" USING btree ("usuario_id","lida_em");--> statement-breakpoint
CREATE INDEX "notificacao_ref_id_index" ON "notificacao" USING btree ("ref_id");--> statement-breakpoint
CREATE INDEX "turma_escola_id_index" ON "turma" USING btree ("escola_id");--> statement-breakpoint
CREATE INDEX "turma_discente_discente_id_index" ON "turma_discente" USING btree ("discente_id");--> statement-breakpoint
CREATE INDEX "turma_pedagogo_usuario_id_index" ON "turma_pedagogo" USING btree ("usuario_id");