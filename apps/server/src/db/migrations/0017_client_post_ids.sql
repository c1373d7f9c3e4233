ALTER TABLE "discussion_answers" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "discussion_questions" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "project_messages" ADD COLUMN "client_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "discussion_answers_oid_eid_client_id_index" ON "discussion_answers" USING btree ("oid","eid","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discussion_questions_oid_eid_client_id_index" ON "discussion_questions" USING btree ("oid","eid","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_messages_oid_eid_client_id_index" ON "project_messages" USING btree ("oid","eid","client_id");