import { sql, type SqlFragment } from '../../core/sql.ts';

/**
 * The key with this hash and its issuer, a usable key's request counted in its rate window (a fixed minute from its
 * first request) and `last_used_at` moved at most once a minute: see `principalForApiKey`.
 */
export const apiKeyRequest = (keyHash: string): SqlFragment =>
  sql`with found as (
       select k.id, k.user_id, u.disabled,
              case when k.revoked_at is not null then to_char(k.revoked_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI "UTC"') end
                as revoked_on,
              case when k.expires_at <= now() then to_char(k.expires_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI "UTC"') end
                as expired_on
       from api_key k join app_user u on u.id = k.user_id
       where k.key_hash = ${keyHash}
     ), counted as (
       update api_key k set
         rate_window_started_at = case when k.rate_window_started_at > now() - interval '1 minute'
           then k.rate_window_started_at else now() end,
         rate_window_requests = case when k.rate_window_started_at > now() - interval '1 minute'
           then k.rate_window_requests + 1 else 1 end,
         last_used_at = case when k.last_used_at > now() - interval '1 minute' then k.last_used_at else now() end
       from found
       where k.id = found.id and found.revoked_on is null and found.expired_on is null and not found.disabled
       returning k.rate_window_requests as requests,
         greatest(1, ceil(extract(epoch from k.rate_window_started_at + interval '1 minute' - now())))::int
           as retry_after_seconds
     )
     select found.*, counted.requests, counted.retry_after_seconds from found left join counted on true`;
