CREATE TABLE "saida_evento" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tipo" text NOT NULL,
	"payload" jsonb NOT NULL,
	"travado_ate" timestamp with time zone,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "saida_evento_travado_ate_index" ON "saida_evento" USING btree ("travado_ate");