-- The preview's plan becomes gzipped JSON (plan-store.ts); the plans already stored keep their
-- JSON as plain UTF-8 bytes, which the reader recognises by the missing gzip header.
ALTER TABLE "imports" ALTER COLUMN "plan" SET DATA TYPE bytea USING convert_to("plan", 'UTF8');
