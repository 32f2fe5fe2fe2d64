CREATE TABLE "lumi_mensagem" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"escola_id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"discente_id" uuid,
	"autor" text NOT NULL,
	"texto" text,
	"html" text,
	"fontes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"encaminhamento" jsonb,
	"idioma" text NOT NULL,
	"intencao" text,
	"data_ref" date,
	"provedor" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lumi_mensagem" ADD CONSTRAINT "lumi_mensagem_escola_id_escola_id_fk" FOREIGN KEY ("escola_id") REFERENCES "escola"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lumi_mensagem" ADD CONSTRAINT "lumi_mensagem_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lumi_mensagem" ADD CONSTRAINT "lumi_mensagem_discente_id_discente_id_fk" FOREIGN KEY ("discente_id") REFERENCES "discente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lumi_mensagem_usuario_id_discente_id_created_at_index" ON "lumi_mensagem" USING btree ("usuario_id","discente_id","created_at");