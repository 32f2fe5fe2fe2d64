ALTER TABLE "solicitacao" ALTER COLUMN "responsavel_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "solicitacao" ADD COLUMN "turma_id" uuid;--> statement-breakpoint
ALTER TABLE "solicitacao" ADD COLUMN "solicitante_id" uuid;--> statement-breakpoint
ALTER TABLE "solicitacao" ADD CONSTRAINT "solicitacao_turma_id_turma_id_fk" FOREIGN KEY ("turma_id") REFERENCES "turma"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao" ADD CONSTRAINT "solicitacao_solicitante_id_usuario_id_fk" FOREIGN KEY ("solicitante_id") REFERENCES "usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "solicitacao_turma_id_index" ON "solicitacao" USING btree ("turma_id");--> statement-breakpoint
CREATE UNIQUE INDEX "solicitacao_turma_discente_pendente" ON "solicitacao" USING btree ("turma_id","discente_id") WHERE "solicitacao"."status" = 'pendente' and "solicitacao"."turma_id" is not null;