CREATE TABLE "contato" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nome" text NOT NULL,
	"telefone" text NOT NULL,
	"email" text NOT NULL,
	"assunto" text NOT NULL,
	"mensagem" text NOT NULL,
	"ip_hash" text NOT NULL,
	"user_agent" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"enviado_em" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "contato_email_criado_em_index" ON "contato" USING btree ("email","criado_em");