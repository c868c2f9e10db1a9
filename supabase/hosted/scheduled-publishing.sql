-- Hosted project only (not a migration: PGlite and a plain PostgreSQL have neither pg_net nor pg_cron).
-- Rebuilds the site when a scheduled post's date comes: every minute a pg_cron job asks
-- private.take_posts_come_due() (supabase/migrations/*_content.sql) whether a published post's published_at has
-- passed since it last asked and, if one has, POSTs to the static host's deploy hook. See README,
-- "Content changes and rebuilds", and docs/owner.md, "Scheduling a post".
--
-- Before running it, keep the host's deploy hook URL in Vault (SQL editor), e.g. for Cloudflare Pages
-- (Settings → Builds → Deploy hooks):
--   select vault.create_secret('https://api.cloudflare.com/client/v4/pages/webhooks/deploy_hooks/<id>', 'deploy_hook_url');
-- To change it later: select vault.update_secret((select id from vault.secrets where name = 'deploy_hook_url'), '<new url>');

create extension if not exists pg_net with schema extensions;
create extension if not exists pg_cron;

create or replace function private.rebuild_when_posts_come_due() returns void
  language plpgsql security definer set search_path = '' as $$
declare
  hook text := (select decrypted_secret from vault.decrypted_secrets where name = 'deploy_hook_url');
begin
  -- Without a hook the mark is not moved: the posts are still counted once the hook is stored.
  if hook is null then
    raise warning 'scheduled publishing: no deploy_hook_url in Vault, the site is not rebuilt';
    return;
  end if;
  if private.take_posts_come_due() > 0 then
    perform net.http_post(url := hook, body := '{}'::jsonb,
      headers := '{"Content-Type": "application/json"}'::jsonb, timeout_milliseconds := 10000);
  end if;
end;
$$;
revoke all on function private.rebuild_when_posts_come_due() from public, anon, authenticated;

-- Every minute: a post scheduled for 09:00 is on the site a build's length after 09:00.
select cron.unschedule('publish-scheduled-posts') where exists (select 1 from cron.job where jobname = 'publish-scheduled-posts');
select cron.schedule('publish-scheduled-posts', '* * * * *', 'select private.rebuild_when_posts_come_due()');
