CREATE TABLE "atividade" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"escola_id" uuid NOT NULL,
	"turma_id" uuid NOT NULL,
	"autor_id" uuid NOT NULL,
	"data" date NOT NULL,
	"tipo" text NOT NULL,
	"titulo_atv" text NOT NULL,
	"descricao_atv" text NOT NULL,
	"imagem" text,
	"pontos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cardapio" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"escola_id" uuid NOT NULL,
	"data" date NOT NULL,
	"refeicao" text NOT NULL,
	"horario" text NOT NULL,
	"prato" text NOT NULL,
	"alergenos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ilustracao" text NOT NULL,
	"autor_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consentimento" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"discente_id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"finalidade" text NOT NULL,
	"concedido" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquete" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"escola_id" uuid NOT NULL,
	"turma_id" uuid NOT NULL,
	"autor_id" uuid NOT NULL,
	"pergunta" text NOT NULL,
	"inicio" date NOT NULL,
	"fim" date NOT NULL,
	"cor" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquete_opcao" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enquete_id" uuid NOT NULL,
	"ordem" integer NOT NULL,
	"texto" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquete_voto" (
	"enquete_id" uuid NOT NULL,
	"discente_id" uuid NOT NULL,
	"opcao_id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquete_voto_enquete_id_discente_id_pk" PRIMARY KEY("enquete_id","discente_id")
);
--> statement-breakpoint
CREATE TABLE "memoria" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"escola_id" uuid NOT NULL,
	"turma_id" uuid NOT NULL,
	"autor_id" uuid NOT NULL,
	"descricao" text,
	"somente_marcados" boolean DEFAULT false NOT NULL,
	"imagem" text NOT NULL,
	"miniatura" text NOT NULL,
	"original" text NOT NULL,
	"largura" integer NOT NULL,
	"altura" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memoria_discente" (
	"memoria_id" uuid NOT NULL,
	"discente_id" uuid NOT NULL,
	CONSTRAINT "memoria_discente_memoria_id_discente_id_pk" PRIMARY KEY("memoria_id","discente_id")
);
--> statement-breakpoint
CREATE TABLE "memoria_favorito" (
	"memoria_id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memoria_favorito_memoria_id_usuario_id_pk" PRIMARY KEY("memoria_id","usuario_id")
);
--> statement-breakpoint
CREATE TABLE "rotina" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"escola_id" uuid NOT NULL,
	"turma_id" uuid NOT NULL,
	"semana" date NOT NULL,
	"dia_semana" integer NOT NULL,
	"horario" text NOT NULL,
	"hora_inicio" text NOT NULL,
	"hora_fim" text NOT NULL,
	"atividade" text NOT NULL,
	"descriatv" text,
	"ilustracao" text NOT NULL,
	"cor" text NOT NULL,
	"autor_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "aviso_turma_id_index";--> statement-breakpoint
ALTER TABLE "atividade" ADD CONSTRAINT "atividade_escola_id_escola_id_fk" FOREIGN KEY ("escola_id") REFERENCES "escola"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atividade" ADD CONSTRAINT "atividade_turma_id_turma_id_fk" FOREIGN KEY ("turma_id") REFERENCES "turma"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atividade" ADD CONSTRAINT "atividade_autor_id_usuario_id_fk" FOREIGN KEY ("autor_id") REFERENCES "usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cardapio" ADD CONSTRAINT "cardapio_escola_id_escola_id_fk" FOREIGN KEY ("escola_id") REFERENCES "escola"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cardapio" ADD CONSTRAINT "cardapio_autor_id_usuario_id_fk" FOREIGN KEY ("autor_id") REFERENCES "usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consentimento" ADD CONSTRAINT "consentimento_discente_id_discente_id_fk" FOREIGN KEY ("discente_id") REFERENCES "discente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consentimento" ADD CONSTRAINT "consentimento_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquete" ADD CONSTRAINT "enquete_escola_id_escola_id_fk" FOREIGN KEY ("escola_id") REFERENCES "escola"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquete" ADD CONSTRAINT "enquete_turma_id_turma_id_fk" FOREIGN KEY ("turma_id") REFERENCES "turma"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquete" ADD CONSTRAINT "enquete_autor_id_usuario_id_fk" FOREIGN KEY ("autor_id") REFERENCES "usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquete_opcao" ADD CONSTRAINT "enquete_opcao_enquete_id_enquete_id_fk" FOREIGN KEY ("enquete_id") REFERENCES "enquete"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquete_voto" ADD CONSTRAINT "enquete_voto_enquete_id_enquete_id_fk" FOREIGN KEY ("enquete_id") REFERENCES "enquete"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquete_voto" ADD CONSTRAINT "enquete_voto_discente_id_discente_id_fk" FOREIGN KEY ("discente_id") REFERENCES "discente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquete_voto" ADD CONSTRAINT "enquete_voto_opcao_id_enquete_opcao_id_fk" FOREIGN KEY ("opcao_id") REFERENCES "enquete_opcao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquete_voto" ADD CONSTRAINT "enquete_voto_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memoria" ADD CONSTRAINT "memoria_escola_id_escola_id_fk" FOREIGN KEY ("escola_id") REFERENCES "escola"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memoria" ADD CONSTRAINT "memoria_turma_id_turma_id_fk" FOREIGN KEY ("turma_id") REFERENCES "turma"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memoria" ADD CONSTRAINT "memoria_autor_id_usuario_id_fk" FOREIGN KEY ("autor_id") REFERENCES "usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memoria_discente" ADD CONSTRAINT "memoria_discente_memoria_id_memoria_id_fk" FOREIGN KEY ("memoria_id") REFERENCES "memoria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memoria_discente" ADD CONSTRAINT "memoria_discente_discente_id_discente_id_fk" FOREIGN KEY ("discente_id") REFERENCES "discente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memoria_favorito" ADD CONSTRAINT "memoria_favorito_memoria_id_memoria_id_fk" FOREIGN KEY ("memoria_id") REFERENCES "memoria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memoria_favorito" ADD CONSTRAINT "memoria_favorito_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotina" ADD CONSTRAINT "rotina_escola_id_escola_id_fk" FOREIGN KEY ("escola_id") REFERENCES "escola"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotina" ADD CONSTRAINT "rotina_turma_id_turma_id_fk" FOREIGN KEY ("turma_id") REFERENCES "turma"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotina" ADD CONSTRAINT "rotina_autor_id_usuario_id_fk" FOREIGN KEY ("autor_id") REFERENCES "usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "atividade_turma_id_created_at_index" ON "atividade" USING btree ("turma_id","created_at");--> statement-breakpoint
CREATE INDEX "atividade_turma_id_tipo_data_index" ON "atividade" USING btree ("turma_id","tipo","data");--> statement-breakpoint
CREATE UNIQUE INDEX "cardapio_escola_id_data_refeicao_index" ON "cardapio" USING btree ("escola_id","data","refeicao");--> statement-breakpoint
CREATE INDEX "consentimento_discente_id_finalidade_created_at_index" ON "consentimento" USING btree ("discente_id","finalidade","created_at");--> statement-breakpoint
CREATE INDEX "enquete_turma_id_created_at_index" ON "enquete" USING btree ("turma_id","created_at");--> statement-breakpoint
CREATE INDEX "enquete_turma_id_fim_index" ON "enquete" USING btree ("turma_id","fim");--> statement-breakpoint
CREATE UNIQUE INDEX "enquete_opcao_enquete_id_ordem_index" ON "enquete_opcao" USING btree ("enquete_id","ordem");--> statement-breakpoint
CREATE INDEX "enquete_voto_opcao_id_index" ON "enquete_voto" USING btree ("opcao_id");--> statement-breakpoint
CREATE INDEX "memoria_turma_id_created_at_index" ON "memoria" USING btree ("turma_id","created_at");--> statement-breakpoint
CREATE INDEX "memoria_escola_id_created_at_index" ON "memoria" USING btree ("escola_id","created_at");--> statement-breakpoint
CREATE INDEX "memoria_discente_discente_id_index" ON "memoria_discente" USING btree ("discente_id");--> statement-breakpoint
CREATE INDEX "memoria_favorito_usuario_id_index" ON "memoria_favorito" USING btree ("usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rotina_turma_id_semana_dia_semana_horario_index" ON "rotina" USING btree ("turma_id","semana","dia_semana","horario");--> statement-breakpoint
CREATE INDEX "aviso_turma_id_created_at_index" ON "aviso" USING btree ("turma_id","created_at");