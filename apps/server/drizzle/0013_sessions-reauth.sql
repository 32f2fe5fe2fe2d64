ALTER TABLE "segundo_fator" ADD COLUMN "totp_ultimo_passo" bigint;--> statement-breakpoint
ALTER TABLE "sessao" ADD COLUMN "idle_timeout_seconds" integer;--> statement-breakpoint
ALTER TABLE "sessao" ADD COLUMN "reauthenticated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Sessions open before this change: the password was typed when they began, and staff ones get staff limits now.
UPDATE "sessao" SET "reauthenticated_at" = "created_at";--> statement-breakpoint
UPDATE "sessao" SET "idle_timeout_seconds" = 7200, "expires_at" = least("sessao"."expires_at", "sessao"."created_at" + interval '12 hours') FROM "usuario" WHERE "usuario"."id" = "sessao"."usuario_id" AND "usuario"."papel" <> 'responsavel';
