-- The product's queues (src/server/platform/queues.ts, decision 0051), each with its dead-letter queue, as pg-boss's createQueue makes them.
SELECT pgboss.create_queue('mail.send.dead', '{"policy":"standard","retentionMinutes":43200}');
--> statement-breakpoint
SELECT pgboss.create_queue('mail.send', '{"policy":"standard","retryLimit":4,"retryDelay":60,"retryBackoff":true,"expireInSeconds":300,"deadLetter":"mail.send.dead"}');
--> statement-breakpoint
SELECT pgboss.create_queue('notify.deliver.dead', '{"policy":"standard","retentionMinutes":43200}');
--> statement-breakpoint
SELECT pgboss.create_queue('notify.deliver', '{"policy":"standard","retryLimit":4,"retryDelay":30,"retryBackoff":true,"expireInSeconds":120,"deadLetter":"notify.deliver.dead"}');
--> statement-breakpoint
SELECT pgboss.create_queue('notify.digest.dead', '{"policy":"standard","retentionMinutes":43200}');
--> statement-breakpoint
SELECT pgboss.create_queue('notify.digest', '{"policy":"standard","retryLimit":4,"retryDelay":30,"retryBackoff":true,"expireInSeconds":120,"deadLetter":"notify.digest.dead"}');
