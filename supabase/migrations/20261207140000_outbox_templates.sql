-- Every template the outbox may hold, in one list. Three migrations of this wave each redefined
-- email_outbox_template_check with the list it knew (the lead receipts, the AI faults, the mail budget
-- alert), and the last to run would have refused the others' mail. A migration that adds a template
-- redefines the check again from this list.
alter table public.email_outbox drop constraint email_outbox_template_check;
alter table public.email_outbox add constraint email_outbox_template_check
  check (template in ('lead-notification', 'playbook-delivery', 'diagnostic-analysis', 'subscriber-digest',
                      'newsletter-confirmation', 'newsletter-welcome', 'mail-digest', 'lead-webhook',
                      'weekly-summary', 'lead-receipt', 'ai-fault', 'ai-fault-webhook', 'mail-budget-low'));
