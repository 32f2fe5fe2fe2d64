CREATE TABLE "ponto_equipe" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"escola_id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"turma_id" uuid,
	"entrada_em" timestamp with time zone NOT NULL,
	"saida_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "escola" ADD COLUMN "razoes" jsonb;--> statement-breakpoint
ALTER TABLE "ponto_equipe" ADD CONSTRAINT "ponto_equipe_escola_id_escola_id_fk" FOREIGN KEY ("escola_id") REFERENCES "escola"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ponto_equipe" ADD CONSTRAINT "ponto_equipe_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ponto_equipe" ADD CONSTRAINT "ponto_equipe_turma_id_turma_id_fk" FOREIGN KEY ("turma_id") REFERENCES "turma"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ponto_equipe_escola_id_entrada_em_index" ON "ponto_equipe" USING btree ("escola_id","entrada_em");--> statement-breakpoint
CREATE UNIQUE INDEX "ponto_equipe_aberto" ON "ponto_equipe" USING btree ("usuario_id") WHERE "ponto_equipe"."saida_em" is null;