CREATE TABLE "conversa" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"escola_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"usuario_a_id" uuid,
	"usuario_b_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversa_participantes" CHECK ((tipo = 'geral' and usuario_a_id is null and usuario_b_id is null) or (tipo = 'privada' and usuario_a_id < usuario_b_id))
);
--> statement-breakpoint
CREATE TABLE "conversa_participante" (
	"conversa_id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"lida_ate" timestamp with time zone,
	CONSTRAINT "conversa_participante_conversa_id_usuario_id_pk" PRIMARY KEY("conversa_id","usuario_id")
);
--> statement-breakpoint
CREATE TABLE "mensagem" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "mensagem_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversa_id" uuid NOT NULL,
	"escola_id" uuid NOT NULL,
	"autor_id" uuid NOT NULL,
	"texto" text NOT NULL,
	"client_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversa" ADD CONSTRAINT "conversa_escola_id_escola_id_fk" FOREIGN KEY ("escola_id") REFERENCES "escola"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversa" ADD CONSTRAINT "conversa_usuario_a_id_usuario_id_fk" FOREIGN KEY ("usuario_a_id") REFERENCES "usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversa" ADD CONSTRAINT "conversa_usuario_b_id_usuario_id_fk" FOREIGN KEY ("usuario_b_id") REFERENCES "usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversa_participante" ADD CONSTRAINT "conversa_participante_conversa_id_conversa_id_fk" FOREIGN KEY ("conversa_id") REFERENCES "conversa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversa_participante" ADD CONSTRAINT "conversa_participante_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensagem" ADD CONSTRAINT "mensagem_conversa_id_conversa_id_fk" FOREIGN KEY ("conversa_id") REFERENCES "conversa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensagem" ADD CONSTRAINT "mensagem_escola_id_escola_id_fk" FOREIGN KEY ("escola_id") REFERENCES "escola"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensagem" ADD CONSTRAINT "mensagem_autor_id_usuario_id_fk" FOREIGN KEY ("autor_id") REFERENCES "usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversa_geral_por_escola" ON "conversa" USING btree ("escola_id") WHERE tipo = 'geral';--> statement-breakpoint
CREATE UNIQUE INDEX "conversa_usuario_a_id_usuario_b_id_index" ON "conversa" USING btree ("usuario_a_id","usuario_b_id");--> statement-breakpoint
CREATE INDEX "conversa_usuario_b_id_index" ON "conversa" USING btree ("usuario_b_id");--> statement-breakpoint
CREATE INDEX "conversa_participante_usuario_id_index" ON "conversa_participante" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "mensagem_conversa_id_seq_index" ON "mensagem" USING btree ("conversa_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "mensagem_autor_id_client_id_index" ON "mensagem" USING btree ("autor_id","client_id");--> statement-breakpoint
CREATE INDEX "mensagem_escola_id_created_at_index" ON "mensagem" USING btree ("escola_id","created_at");