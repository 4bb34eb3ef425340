/**
 * The sandbox warehouse's made-up data (docs/integrations.md#sandboxes): a few ads per platform,
 * one row per ad and day over the last 24 months, in Fivetran's tables. Every value comes from
 * a hash of the project id, the platform, the ad and the day, so a project's data is the same
 * however often and whenever it is made. Spend grows over the two years with a Q4 peak; one
 * month per platform surges, and LinkedIn has a month whose conversions went untracked, so the
 * section has something to name.
 */
import type { Platform } from '../../../common/connections/constants.ts';

/** The rows of each table of one platform. */
export type Dataset = Record<string, Record<string, unknown>[]>;

const DAY_MS = 86_400_000;

/** A number in [0, 1) from the given keys (FNV-1a, then a mulberry32 step). */
function unit(...keys: (string | number)[]): number {
  let hash = 0x811c9dc5;
  for (const char of keys.join(':')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  let t = (hash + 0x6d2b79f5) | 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
}

interface Ad {
  id: string;
  name: string;
  /** Daily spend at the start of the window. */
  spend: number;
  /** Clicks per impression, spend per click, conversions per click, value per conversion. */
  ctr: number;
  cpc: number;
  conversionRate: number;
  orderValue: number;
}

const PROFILES: Record<
  Platform,
  { ads: string[]; spend: number; cpc: number; conversion: number; value: number }
> = {
  meta: {
    ads: ['Prospecting video', 'Retargeting carousel', 'Lookalike static', 'Offer story'],
    spend: 140,
    cpc: 0.9,
    conversion: 0.035,
    value: 95,
  },
  google: {
    ads: ['Brand search', 'Generic search', 'Performance Max', 'Display remarketing'],
    spend: 180,
    cpc: 2.1,
    conversion: 0.05,
    value: 120,
  },
  linkedin: {
    ads: ['Decision makers', 'Case study', 'Lead gen form'],
    spend: 120,
    cpc: 6.5,
    conversion: 0.02,
    value: 400,
  },
};

function adsOf(seed: string, platform: Platform): Ad[] {
  const profile = PROFILES[platform];
  return profile.ads.map((name, index) => {
    const vary = (key: string) => 0.6 + 0.8 * unit(seed, 'ad', index, key);
    return {
      id: String(23_850_000_000 + Math.floor(unit(seed, 'id', index) * 1e9)),
      name,
      spend: profile.spend * vary('spend'),
      ctr: 0.008 + 0.02 * unit(seed, 'ad', index, 'ctr'),
      cpc: profile.cpc * vary('cpc'),
      conversionRate: profile.conversion * vary('conversion'),
      orderValue: profile.value * vary('value'),
    };
  });
}

/** The days from the first of the month 23 months before `now`'s to `now`'s day (UTC). */
function daysOf(now: Date): Date[] {
  const first = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 23, 1);
  const last = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const days: Date[] = [];
  for (let time = first; time <= last; time += DAY_MS) days.push(new Date(time));
  return days;
}

const isoDay = (day: Date) => day.toISOString().slice(0, 10);
const round = (value: number, digits: number) => Number(value.toFixed(digits));

interface DailyFigures {
  day: Date;
  ad: Ad;
  adIndex: number;
  impressions: number;
  clicks: number;
  spend: number;
  conversions: number;
  value: number;
}

/** Every ad's figures for every day, for one project and platform. */
function dailyFigures(projectId: number, platform: Platform, now: Date): DailyFigures[] {
  const seed = `${projectId}:${platform}`;
  const ads = adsOf(seed, platform);
  // One month of the 24 (counted from the epoch, so stable as the window moves) surges.
  const surgeMonth = Math.floor(unit(seed, 'surge') * 24);
  const untrackedMonth = platform === 'linkedin' ? (surgeMonth + 7) % 24 : -1;
  return daysOf(now).flatMap((day) => {
    const monthIndex = day.getUTCFullYear() * 12 + day.getUTCMonth();
    // Steady growth, counted from 2020 so that a month's figures never depend on the window.
    const growth = 1 + 0.015 * Math.max(0, monthIndex - 2020 * 12);
    const season = [1.2, 1.35, 1.6][day.getUTCMonth() - 9] ?? 1;
    const surge = monthIndex % 24 === surgeMonth ? 1.9 : 1;
    const tracked = monthIndex % 24 !== untrackedMonth;
    return ads.map((ad, adIndex) => {
      const noise = (key: string) => 0.85 + 0.3 * unit(seed, isoDay(day), adIndex, key);
      const spend = ad.spend * growth * season * surge * noise('spend');
      const clicks = Math.max(1, Math.round((spend / ad.cpc) * noise('clicks')));
      const impressions = Math.round(clicks / ad.ctr);
      const conversions = tracked ? Math.round(clicks * ad.conversionRate * noise('conv')) : 0;
      const value = conversions * ad.orderValue * noise('value');
      return { day, ad, adIndex, impressions, clicks, spend, conversions, value };
    });
  });
}

/** The tables of one sandbox connector, synced at `now`. */
export function sandboxDataset(projectId: number, platform: Platform, now: Date): Dataset {
  const synced = now.toISOString();
  const figures = dailyFigures(projectId, platform, now);
  const accountId = 1_000_000 + projectId;
  const earlier = new Date(now.getTime() - 400 * DAY_MS).toISOString();
  const ads = adsOf(`${projectId}:${platform}`, platform);
  if (platform === 'meta') {
    return {
      // Two versions of the account: the newest is read.
      account_history: [
        {
          id: accountId,
          name: 'Sandbox ads (old name)',
          currency: 'USD',
          _fivetran_synced: earlier,
        },
        { id: accountId, name: 'Sandbox ads', currency: 'USD', _fivetran_synced: synced },
      ],
      basic_ad: figures.map((row) => ({
        ad_id: row.ad.id,
        ad_name: row.ad.name,
        date: isoDay(row.day),
        account_id: accountId,
        impressions: row.impressions,
        inline_link_clicks: row.clicks,
        spend: round(row.spend, 2),
        _fivetran_synced: synced,
      })),
      basic_ad_actions: figures.flatMap((row) => [
        // An action type Fivetran's dbt package does not count as a conversion.
        {
          ad_id: row.ad.id,
          date: isoDay(row.day),
          action_type: 'link_click',
          index: 0,
          value: row.clicks,
          _fivetran_synced: synced,
        },
        {
          ad_id: row.ad.id,
          date: isoDay(row.day),
          action_type: 'offsite_conversion.fb_pixel_purchase',
          index: 1,
          value: row.conversions,
          _fivetran_synced: synced,
        },
      ]),
      basic_ad_action_values: figures.map((row) => ({
        ad_id: row.ad.id,
        date: isoDay(row.day),
        action_type: 'offsite_conversion.fb_pixel_purchase',
        index: 0,
        value: round(row.value, 2),
        _fivetran_synced: synced,
      })),
    };
  }
  if (platform === 'google') {
    return {
      account_history: [
        {
          id: accountId,
          descriptive_name: 'Sandbox Ads',
          currency_code: 'USD',
          updated_at: earlier,
          _fivetran_synced: synced,
        },
      ],
      ad_stats: figures.map((row) => ({
        customer_id: accountId,
        date: isoDay(row.day),
        ad_id: Number(row.ad.id),
        campaign_id: 9_000 + row.adIndex,
        device: 'DESKTOP',
        impressions: row.impressions,
        clicks: row.clicks,
        cost_micros: Math.round(row.spend * 1_000_000),
        conversions: row.conversions,
        conversions_value: round(row.value, 2),
        _fivetran_synced: synced,
      })),
    };
  }
  return {
    account_history: [
      { id: accountId, name: 'Sandbox company', currency: 'USD', _fivetran_synced: synced },
    ],
    campaign_history: ads.map((ad, index) => ({
      id: 7_000 + index,
      account_id: accountId,
      name: ad.name,
      _fivetran_synced: synced,
    })),
    creative_history: ads.map((ad, index) => ({
      id: Number(ad.id),
      campaign_id: 7_000 + index,
      last_modified_time: earlier.slice(0, 19),
      _fivetran_synced: synced,
    })),
    ad_analytics_by_creative: figures.map((row) => ({
      creative_id: Number(row.ad.id),
      day: `${isoDay(row.day)}T00:00:00`,
      impressions: row.impressions,
      clicks: row.clicks,
      cost_in_local_currency: round(row.spend, 2),
      cost_in_usd: round(row.spend, 2),
      external_website_conversions: Math.ceil(row.conversions / 2),
      one_click_leads: Math.floor(row.conversions / 2),
      conversion_value_in_local_currency: round(row.value, 2),
      _fivetran_synced: synced,
    })),
  };
}
