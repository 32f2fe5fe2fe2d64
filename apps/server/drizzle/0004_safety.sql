CREATE TABLE "alerta" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"escola_id" uuid NOT NULL,
	"discente_id" uuid NOT NULL,
	"data" date NOT NULL,
	"tipo" text NOT NULL,
	"categoria" text,
	"prioridade" text NOT NULL,
	"texto" text NOT NULL,
	"chegada_prevista" text,
	"autor_id" uuid,
	"confirmado_em" timestamp with time zone,
	"confirmado_por" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "autorizado_busca" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"escola_id" uuid NOT NULL,
	"discente_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"rg" text NOT NULL,
	"cpf" text NOT NULL,
	"parentesco" text NOT NULL,
	"telefone" text NOT NULL,
	"foto" text,
	"data_inicio" date,
	"data_fim" date,
	"criado_por" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removido_em" timestamp with time zone,
	"removido_por" uuid
);
--> statement-breakpoint
CREATE TABLE "convite" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"escola_id" uuid NOT NULL,
	"discente_id" uuid NOT NULL,
	"email" text NOT NULL,
	"parentesco" text NOT NULL,
	"token_hash" text NOT NULL,
	"convidado_por" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"aceito_em" timestamp with time zone,
	"aceito_por" uuid,
	"cancelado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "convite_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "historico_alteracao" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"escola_id" uuid NOT NULL,
	"discente_id" uuid,
	"usuario_id" uuid,
	"entidade" text NOT NULL,
	"entidade_id" uuid,
	"acao" text NOT NULL,
	"antes" jsonb,
	"depois" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "horario_busca" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"escola_id" uuid NOT NULL,
	"discente_id" uuid NOT NULL,
	"dia_semana" integer,
	"data" date,
	"horario" text NOT NULL,
	"definido_por" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "presenca" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"escola_id" uuid NOT NULL,
	"discente_id" uuid NOT NULL,
	"data" date NOT NULL,
	"tipo" text NOT NULL,
	"ocorrido_em" timestamp with time zone NOT NULL,
	"responsavel_id" uuid,
	"autorizado_id" uuid,
	"nome_pessoa" text,
	"educador_id" uuid,
	"motivo" text,
	"excecao" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restricao_custodia" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"escola_id" uuid NOT NULL,
	"discente_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"cpf" text NOT NULL,
	"motivo" text NOT NULL,
	"criado_por" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revogada_em" timestamp with time zone,
	"revogada_por" uuid
);
--> statement-breakpoint
ALTER TABLE "escola" ADD COLUMN "horario_ausencia" text DEFAULT '09:30' NOT NULL;--> statement-breakpoint
ALTER TABLE "job" ADD COLUMN "chave" text;--> statement-breakpoint
ALTER TABLE "alerta" ADD CONSTRAINT "alerta_escola_id_escola_id_fk" FOREIGN KEY ("escola_id") REFERENCES "escola"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerta" ADD CONSTRAINT "alerta_discente_id_discente_id_fk" FOREIGN KEY ("discente_id") REFERENCES "discente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerta" ADD CONSTRAINT "alerta_autor_id_usuario_id_fk" FOREIGN KEY ("autor_id") REFERENCES "usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerta" ADD CONSTRAINT "alerta_confirmado_por_usuario_id_fk" FOREIGN KEY ("confirmado_por") REFERENCES "usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autorizado_busca" ADD CONSTRAINT "autorizado_busca_escola_id_escola_id_fk" FOREIGN KEY ("escola_id") REFERENCES "escola"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autorizado_busca" ADD CONSTRAINT "autorizado_busca_discente_id_discente_id_fk" FOREIGN KEY ("discente_id") REFERENCES "discente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autorizado_busca" ADD CONSTRAINT "autorizado_busca_criado_por_usuario_id_fk" FOREIGN KEY ("criado_por") REFERENCES "usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autorizado_busca" ADD CONSTRAINT "autorizado_busca_removido_por_usuario_id_fk" FOREIGN KEY ("removido_por") REFERENCES "usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convite" ADD CONSTRAINT "convite_escola_id_escola_id_fk" FOREIGN KEY ("escola_id") REFERENCES "escola"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convite" ADD CONSTRAINT "convite_discente_id_discente_id_fk" FOREIGN KEY ("discente_id") REFERENCES "discente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convite" ADD CONSTRAINT "convite_convidado_por_usuario_id_fk" FOREIGN KEY ("convidado_por") REFERENCES "usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convite" ADD CONSTRAINT "convite_aceito_por_usuario_id_fk" FOREIGN KEY ("aceito_por") REFERENCES "usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "historico_alteracao" ADD CONSTRAINT "historico_alteracao_escola_id_escola_id_fk" FOREIGN KEY ("escola_id") REFERENCES "escola"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "historico_alteracao" ADD CONSTRAINT "historico_alteracao_discente_id_discente_id_fk" FOREIGN KEY ("discente_id") REFERENCES "discente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "historico_alteracao" ADD CONSTRAINT "historico_alteracao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horario_busca" ADD CONSTRAINT "horario_busca_escola_id_escola_id_fk" FOREIGN KEY ("escola_id") REFERENCES "escola"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horario_busca" ADD CONSTRAINT "horario_busca_discente_id_discente_id_fk" FOREIGN KEY ("discente_id") REFERENCES "discente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horario_busca" ADD CONSTRAINT "horario_busca_definido_por_usuario_id_fk" FOREIGN KEY ("definido_por") REFERENCES "usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presenca" ADD CONSTRAINT "presenca_escola_id_escola_id_fk" FOREIGN KEY ("escola_id") REFERENCES "escola"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presenca" ADD CONSTRAINT "presenca_discente_id_discente_id_fk" FOREIGN KEY ("discente_id") REFERENCES "discente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presenca" ADD CONSTRAINT "presenca_responsavel_id_responsavel_id_fk" FOREIGN KEY ("responsavel_id") REFERENCES "responsavel"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presenca" ADD CONSTRAINT "presenca_autorizado_id_autorizado_busca_id_fk" FOREIGN KEY ("autorizado_id") REFERENCES "autorizado_busca"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presenca" ADD CONSTRAINT "presenca_educador_id_usuario_id_fk" FOREIGN KEY ("educador_id") REFERENCES "usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restricao_custodia" ADD CONSTRAINT "restricao_custodia_escola_id_escola_id_fk" FOREIGN KEY ("escola_id") REFERENCES "escola"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restricao_custodia" ADD CONSTRAINT "restricao_custodia_discente_id_discente_id_fk" FOREIGN KEY ("discente_id") REFERENCES "discente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restricao_custodia" ADD CONSTRAINT "restricao_custodia_criado_por_usuario_id_fk" FOREIGN KEY ("criado_por") REFERENCES "usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restricao_custodia" ADD CONSTRAINT "restricao_custodia_revogada_por_usuario_id_fk" FOREIGN KEY ("revogada_por") REFERENCES "usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alerta_discente_id_data_index" ON "alerta" USING btree ("discente_id","data");--> statement-breakpoint
CREATE INDEX "alerta_escola_id_data_index" ON "alerta" USING btree ("escola_id","data");--> statement-breakpoint
CREATE INDEX "autorizado_busca_discente_id_index" ON "autorizado_busca" USING btree ("discente_id");--> statement-breakpoint
CREATE INDEX "convite_discente_id_index" ON "convite" USING btree ("discente_id");--> statement-breakpoint
CREATE INDEX "historico_alteracao_discente_id_created_at_index" ON "historico_alteracao" USING btree ("discente_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "horario_busca_discente_id_dia_semana_index" ON "horario_busca" USING btree ("discente_id","dia_semana");--> statement-breakpoint
CREATE UNIQUE INDEX "horario_busca_discente_id_data_index" ON "horario_busca" USING btree ("discente_id","data");--> statement-breakpoint
CREATE INDEX "presenca_discente_id_data_index" ON "presenca" USING btree ("discente_id","data");--> statement-breakpoint
CREATE INDEX "presenca_escola_id_data_index" ON "presenca" USING btree ("escola_id","data");--> statement-breakpoint
CREATE INDEX "restricao_custodia_discente_id_index" ON "restricao_custodia" USING btree ("discente_id");--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_chave_unique" UNIQUE("chave");