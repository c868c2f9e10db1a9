-- A receipt for every lead that has an address (issue 47): the idea, the two Collective forms, the quick
-- question and the beta request now also mail the founder what happens next and by when. Like every mail
-- to an address a visitor typed, a receipt carries none of their words (the payload names only the form)
-- and is charged to the visitor-mail budget (private.queue_visitor_mail, ADR 0026): past it, the receipt is
-- kept as `skipped` with its reason and reaches the studio in the daily digest; the lead itself is stored
-- either way.
--
-- A migration that changes email_outbox_template_check again must keep 'lead-receipt' in its list.
alter table public.email_outbox drop constraint email_outbox_template_check;
alter table public.email_outbox add constraint email_outbox_template_check
  check (template in ('lead-notification', 'playbook-delivery', 'diagnostic-analysis', 'subscriber-digest',
                      'newsletter-confirmation', 'newsletter-welcome', 'mail-digest', 'lead-webhook',
                      'weekly-summary', 'lead-receipt'));

create function private.enqueue_lead_receipt() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  perform private.queue_visitor_mail('lead-receipt', new.email, tg_table_name, new.id,
                                     jsonb_build_object('table', tg_table_name, 'row', '{}'::jsonb));
  return null;
end;
$$;
comment on function private.enqueue_lead_receipt() is
  'After a lead with an address is stored: queue its receipt to that address (no words of the visitor), within the visitor-mail budget.';
revoke all on function private.enqueue_lead_receipt() from public, anon, authenticated;

create trigger labs_submissions_enqueue_receipt after insert on public.labs_submissions
  for each row execute function private.enqueue_lead_receipt();
create trigger collective_inquiries_enqueue_receipt after insert on public.collective_inquiries
  for each row execute function private.enqueue_lead_receipt();
create trigger collective_applications_enqueue_receipt after insert on public.collective_applications
  for each row execute function private.enqueue_lead_receipt();
create trigger contact_submissions_enqueue_receipt after insert on public.contact_submissions
  for each row execute function private.enqueue_lead_receipt();
create trigger labs_beta_requests_enqueue_receipt after insert on public.labs_beta_requests
  for each row execute function private.enqueue_lead_receipt();
