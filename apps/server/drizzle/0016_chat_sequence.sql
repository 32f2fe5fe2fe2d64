ALTER TABLE "conversa" ADD COLUMN "ultima_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mensagem" ADD COLUMN "seq_conversa" integer;--> statement-breakpoint
-- Messages already stored keep the order they had (the storage sequence), numbered per conversation.
UPDATE "mensagem" SET "seq_conversa" = numerada.n FROM (SELECT "id", row_number() OVER (PARTITION BY "conversa_id" ORDER BY "seq") AS n FROM "mensagem") AS numerada WHERE "mensagem"."id" = numerada."id";--> statement-breakpoint
UPDATE "conversa" SET "ultima_seq" = ultima.n FROM (SELECT "conversa_id", max("seq_conversa") AS n FROM "mensagem" GROUP BY "conversa_id") AS ultima WHERE "conversa"."id" = ultima."conversa_id";--> statement-breakpoint
ALTER TABLE "mensagem" ALTER COLUMN "seq_conversa" SET NOT NULL;--> statement-breakpoint
DROP INDEX "mensagem_conversa_id_seq_index";--> statement-breakpoint
CREATE UNIQUE INDEX "mensagem_conversa_id_seq_conversa_index" ON "mensagem" USING btree ("conversa_id","seq_conversa");
