CREATE TABLE "autorizacao_medicacao" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"escola_id" uuid NOT NULL,
	"discente_id" uuid NOT NULL,
	"autor_id" uuid,
	"autor_nome" text NOT NULL,
	"medicamento" text NOT NULL,
	"dose" double precision NOT NULL,
	"unidade" text NOT NULL,
	"horarios" text NOT NULL,
	"data_inicio" date NOT NULL,
	"data_fim" date NOT NULL,
	"observacao" text,
	"revogada_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diario_ciencia" (
	"registro_id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"lido_em" timestamp with time zone,
	CONSTRAINT "diario_ciencia_registro_id_usuario_id_pk" PRIMARY KEY("registro_id","usuario_id")
);
--> statement-breakpoint
CREATE TABLE "diario_registro" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"escola_id" uuid NOT NULL,
	"discente_id" uuid NOT NULL,
	"turma_id" uuid,
	"data" date NOT NULL,
	"tipo" text NOT NULL,
	"ocorrido_em" timestamp with time zone NOT NULL,
	"detalhes" jsonb NOT NULL,
	"autorizacao_id" uuid,
	"autor_id" uuid,
	"autor_nome" text NOT NULL,
	"chave_cliente" uuid,
	"corrige_id" uuid,
	"corrigido_por_id" uuid,
	"motivo_correcao" text,
	"anulado" boolean DEFAULT false NOT NULL,
	"concluido_em" timestamp with time zone,
	"concluido_por" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diario_resumo_enviado" (
	"discente_id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"data" date NOT NULL,
	"enviado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diario_resumo_enviado_discente_id_usuario_id_data_pk" PRIMARY KEY("discente_id","usuario_id","data")
);
--> statement-breakpoint
ALTER TABLE "escola" ADD COLUMN "horario_resumo_diario" text DEFAULT '17:30' NOT NULL;--> statement-breakpoint
ALTER TABLE "retencao_escola" ADD COLUMN "diario_meses" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "autorizacao_medicacao" ADD CONSTRAINT "autorizacao_medicacao_escola_id_escola_id_fk" FOREIGN KEY ("escola_id") REFERENCES "escola"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autorizacao_medicacao" ADD CONSTRAINT "autorizacao_medicacao_discente_id_discente_id_fk" FOREIGN KEY ("discente_id") REFERENCES "discente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autorizacao_medicacao" ADD CONSTRAINT "autorizacao_medicacao_autor_id_usuario_id_fk" FOREIGN KEY ("autor_id") REFERENCES "usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diario_ciencia" ADD CONSTRAINT "diario_ciencia_registro_id_diario_registro_id_fk" FOREIGN KEY ("registro_id") REFERENCES "diario_registro"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diario_ciencia" ADD CONSTRAINT "diario_ciencia_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diario_registro" ADD CONSTRAINT "diario_registro_escola_id_escola_id_fk" FOREIGN KEY ("escola_id") REFERENCES "escola"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diario_registro" ADD CONSTRAINT "diario_registro_discente_id_discente_id_fk" FOREIGN KEY ("discente_id") REFERENCES "discente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diario_registro" ADD CONSTRAINT "diario_registro_turma_id_turma_id_fk" FOREIGN KEY ("turma_id") REFERENCES "turma"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diario_registro" ADD CONSTRAINT "diario_registro_autorizacao_id_autorizacao_medicacao_id_fk" FOREIGN KEY ("autorizacao_id") REFERENCES "autorizacao_medicacao"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diario_registro" ADD CONSTRAINT "diario_registro_autor_id_usuario_id_fk" FOREIGN KEY ("autor_id") REFERENCES "usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diario_registro" ADD CONSTRAINT "diario_registro_concluido_por_usuario_id_fk" FOREIGN KEY ("concluido_por") REFERENCES "usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diario_resumo_enviado" ADD CONSTRAINT "diario_resumo_enviado_discente_id_discente_id_fk" FOREIGN KEY ("discente_id") REFERENCES "discente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diario_resumo_enviado" ADD CONSTRAINT "diario_resumo_enviado_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "autorizacao_medicacao_discente_id_data_fim_index" ON "autorizacao_medicacao" USING btree ("discente_id","data_fim");--> statement-breakpoint
CREATE INDEX "diario_ciencia_usuario_id_index" ON "diario_ciencia" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "diario_registro_discente_id_data_index" ON "diario_registro" USING btree ("discente_id","data");--> statement-breakpoint
CREATE INDEX "diario_registro_escola_id_data_index" ON "diario_registro" USING btree ("escola_id","data");--> statement-breakpoint
CREATE UNIQUE INDEX "diario_registro_autor_id_chave_cliente_discente_id_index" ON "diario_registro" USING btree ("autor_id","chave_cliente","discente_id");