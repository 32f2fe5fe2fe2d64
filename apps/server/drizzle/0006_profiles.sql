CREATE TABLE "solicitacao" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"escola_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"responsavel_id" uuid NOT NULL,
	"discente_id" uuid,
	"dados" jsonb,
	"status" text DEFAULT 'pendente' NOT NULL,
	"decidido_por" uuid,
	"decidido_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "discente" ADD COLUMN "capa_disc" text;--> statement-breakpoint
ALTER TABLE "discente" ADD COLUMN "situacao" text DEFAULT 'ativo' NOT NULL;--> statement-breakpoint
ALTER TABLE "solicitacao" ADD CONSTRAINT "solicitacao_escola_id_escola_id_fk" FOREIGN KEY ("escola_id") REFERENCES "escola"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao" ADD CONSTRAINT "solicitacao_responsavel_id_responsavel_id_fk" FOREIGN KEY ("responsavel_id") REFERENCES "responsavel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao" ADD CONSTRAINT "solicitacao_discente_id_discente_id_fk" FOREIGN KEY ("discente_id") REFERENCES "discente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao" ADD CONSTRAINT "solicitacao_decidido_por_usuario_id_fk" FOREIGN KEY ("decidido_por") REFERENCES "usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "solicitacao_escola_id_status_created_at_index" ON "solicitacao" USING btree ("escola_id","status","created_at");--> statement-breakpoint
CREATE INDEX "solicitacao_responsavel_id_index" ON "solicitacao" USING btree ("responsavel_id");