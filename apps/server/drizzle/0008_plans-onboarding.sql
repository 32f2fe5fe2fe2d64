CREATE TABLE "assinatura" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"escola_id" uuid NOT NULL,
	"plano_id" text NOT NULL,
	"periodo" text NOT NULL,
	"numero_alunos" integer NOT NULL,
	"valor_centavos" integer NOT NULL,
	"pagamento_id" uuid,
	"inicio" timestamp with time zone NOT NULL,
	"pago_ate" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assinatura_pagamentoId_unique" UNIQUE("pagamento_id")
);
--> statement-breakpoint
CREATE TABLE "convite_equipe" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"escola_id" uuid NOT NULL,
	"email" text NOT NULL,
	"nome" text NOT NULL,
	"papel" text NOT NULL,
	"turma_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"token_hash" text NOT NULL,
	"convidado_por" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"aceito_em" timestamp with time zone,
	"aceito_por" uuid,
	"cancelado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "convite_equipe_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "pagamento" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"escola_id" uuid,
	"plano_id" text NOT NULL,
	"periodo" text NOT NULL,
	"numero_alunos" integer NOT NULL,
	"valor_centavos" integer NOT NULL,
	"moeda" text DEFAULT 'BRL' NOT NULL,
	"provedor" text NOT NULL,
	"pedido_provedor" text,
	"status" text DEFAULT 'criado' NOT NULL,
	"dados_escola" jsonb,
	"captura_provedor" text,
	"chave_idempotencia" text,
	"motivo" text,
	"criado_por" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"concluido_em" timestamp with time zone,
	CONSTRAINT "pagamento_pedidoProvedor_unique" UNIQUE("pedido_provedor"),
	CONSTRAINT "pagamento_chaveIdempotencia_unique" UNIQUE("chave_idempotencia")
);
--> statement-breakpoint
CREATE TABLE "plano" (
	"id" text PRIMARY KEY NOT NULL,
	"nome_plan" text NOT NULL,
	"valor_centavos" integer,
	"preco_desconto_centavos" integer NOT NULL,
	"por_aluno" boolean DEFAULT false NOT NULL,
	"alunos_min" integer NOT NULL,
	"alunos_max" integer,
	"ordem" integer NOT NULL,
	"textos" jsonb NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "escola" ADD COLUMN "cnpj" text;--> statement-breakpoint
ALTER TABLE "escola" ADD COLUMN "telefone" text;--> statement-breakpoint
ALTER TABLE "escola" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "escola" ADD COLUMN "endereco" text;--> statement-breakpoint
ALTER TABLE "escola" ADD COLUMN "aprovar_vinculos" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "usuario" ADD COLUMN "desativado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assinatura" ADD CONSTRAINT "assinatura_escola_id_escola_id_fk" FOREIGN KEY ("escola_id") REFERENCES "escola"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assinatura" ADD CONSTRAINT "assinatura_plano_id_plano_id_fk" FOREIGN KEY ("plano_id") REFERENCES "plano"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assinatura" ADD CONSTRAINT "assinatura_pagamento_id_pagamento_id_fk" FOREIGN KEY ("pagamento_id") REFERENCES "pagamento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convite_equipe" ADD CONSTRAINT "convite_equipe_escola_id_escola_id_fk" FOREIGN KEY ("escola_id") REFERENCES "escola"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convite_equipe" ADD CONSTRAINT "convite_equipe_convidado_por_usuario_id_fk" FOREIGN KEY ("convidado_por") REFERENCES "usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convite_equipe" ADD CONSTRAINT "convite_equipe_aceito_por_usuario_id_fk" FOREIGN KEY ("aceito_por") REFERENCES "usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamento" ADD CONSTRAINT "pagamento_escola_id_escola_id_fk" FOREIGN KEY ("escola_id") REFERENCES "escola"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamento" ADD CONSTRAINT "pagamento_plano_id_plano_id_fk" FOREIGN KEY ("plano_id") REFERENCES "plano"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamento" ADD CONSTRAINT "pagamento_criado_por_usuario_id_fk" FOREIGN KEY ("criado_por") REFERENCES "usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assinatura_escola_id_pago_ate_index" ON "assinatura" USING btree ("escola_id","pago_ate");--> statement-breakpoint
CREATE INDEX "convite_equipe_escola_id_index" ON "convite_equipe" USING btree ("escola_id");--> statement-breakpoint
CREATE INDEX "pagamento_escola_id_index" ON "pagamento" USING btree ("escola_id");--> statement-breakpoint
ALTER TABLE "escola" ADD CONSTRAINT "escola_cnpj_unique" UNIQUE("cnpj");--> statement-breakpoint
-- The plans of spec §9 as data: prices in centavos, texts per language.
INSERT INTO "plano" ("id","nome_plan","valor_centavos","preco_desconto_centavos","por_aluno","alunos_min","alunos_max","ordem","textos") VALUES ('sementinha','Sementinha',120000,90000,false,1,450,1,'{"pt-BR":{"descricao":"Para creches que estão começando a crescer.","beneficios":["Turmas, avisos e rotina ilimitados","Cardápio com alergênicos","Fotos e memórias com privacidade","Presença e lista de quem pode buscar","Suporte por e-mail em dias úteis"]},"en":{"descricao":"For daycares that are just starting to grow.","beneficios":["Unlimited classes, notices and routines","Menu with allergens","Photos and memories, kept private","Attendance and authorized pick-up list","Email support on business days"]},"es":{"descricao":"Para guarderías que están empezando a crecer.","beneficios":["Grupos, avisos y rutina ilimitados","Menú con alérgenos","Fotos y recuerdos con privacidad","Asistencia y lista de quién puede recoger","Soporte por correo en días laborables"]},"fr":{"descricao":"Pour les crèches qui commencent à grandir.","beneficios":["Classes, avis et routine illimités","Menus avec allergènes","Photos et souvenirs protégés","Présences et liste des personnes autorisées","Support par e-mail les jours ouvrés"]}}'::jsonb);--> statement-breakpoint
INSERT INTO "plano" ("id","nome_plan","valor_centavos","preco_desconto_centavos","por_aluno","alunos_min","alunos_max","ordem","textos") VALUES ('brincadeira','Brincadeira',180000,144000,false,1,960,2,'{"pt-BR":{"descricao":"Para escolas com várias turmas e períodos.","beneficios":["Tudo do plano Sementinha","Chat entre famílias e educadores","Lumi, a assistente, para as famílias","Relatórios de presença em CSV","Suporte prioritário"]},"en":{"descricao":"For schools with several classes and shifts.","beneficios":["Everything in Sementinha","Chat between families and educators","Lumi, the assistant, for families","Attendance reports in CSV","Priority support"]},"es":{"descricao":"Para escuelas con varios grupos y turnos.","beneficios":["Todo lo del plan Sementinha","Chat entre familias y educadores","Lumi, la asistente, para las familias","Informes de asistencia en CSV","Soporte prioritario"]},"fr":{"descricao":"Pour les écoles avec plusieurs classes et horaires.","beneficios":["Tout ce qu''offre Sementinha","Messagerie entre familles et éducateurs","Lumi, l''assistante, pour les familles","Rapports de présence en CSV","Support prioritaire"]}}'::jsonb);--> statement-breakpoint
INSERT INTO "plano" ("id","nome_plan","valor_centavos","preco_desconto_centavos","por_aluno","alunos_min","alunos_max","ordem","textos") VALUES ('crescer','Crescer',NULL,100,true,961,NULL,3,'{"pt-BR":{"descricao":"Para redes e escolas grandes, com preço por aluno.","beneficios":["Tudo do plano Brincadeira","Várias unidades numa só conta","Integração com o seu servidor de e-mail","Implantação acompanhada pela nossa equipe","Gerente de conta dedicado"]},"en":{"descricao":"For school networks and large schools, priced per student.","beneficios":["Everything in Brincadeira","Multiple sites in a single account","Integration with your email server","Onboarding guided by our team","Dedicated account manager"]},"es":{"descricao":"Para redes y escuelas grandes, con precio por alumno.","beneficios":["Todo lo del plan Brincadeira","Varios centros en una sola cuenta","Integración con tu servidor de correo","Puesta en marcha con nuestro equipo","Gestor de cuenta dedicado"]},"fr":{"descricao":"Pour les réseaux et les grandes écoles, avec un tarif par élève.","beneficios":["Tout ce qu''offre Brincadeira","Plusieurs écoles, un seul compte","Intégration avec votre serveur de messagerie","Mise en place accompagnée par notre équipe","Chargé de compte dédié"]}}'::jsonb);
