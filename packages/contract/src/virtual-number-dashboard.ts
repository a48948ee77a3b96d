/**
 * The virtual number area's dashboard (spec §2 `/virtual-number/dashboard`): the numbers rented by
 * country and type, this month's calls and messages on them and what the area cost this month,
 * the calls and messages of the last 30 days, day by day, and the channels in use in each capacity pool. Months and days are the account's
 * (its PBX time zone, else UTC), as on the PBX home. Calls and messages are those the call and SMS
 * logs list with `scope: 'virtual_numbers'`, so the figures and the logs agree.
 */
import { returns } from './endpoint.js';
import type { DidNumberType } from './resources/numbers.js';

/** How many days the dashboard's chart covers, today included. */
export const VIRTUAL_NUMBER_DASHBOARD_DAYS = 30;

/** The numbers rented of one country and type. */
export interface OwnedNumbers {
  /** ISO 3166-1 alpha-2. */
  country: string;
  country_name: string;
  number_type: DidNumberType;
  count: number;
}

/** This month's spend on virtual numbers, in minor units (cents). */
export interface VirtualNumberSpend {
  /** Setup and rent of the numbers: the ledger's number charges of the month. */
  numbers: number;
  /** The cost of the month's calls on the rented numbers (their `client_cost`). */
  calls: number;
  /** The cost of the month's messages to or from the rented numbers. */
  messages: number;
  total: number;
}

/** One day of the chart (a calendar day in the dashboard's zone). */
export interface VirtualNumberDay {
  /** YYYY-MM-DD. */
  day: string;
  calls: number;
  messages: number;
}

/** A capacity pool's channels now: its live calls against its limit. */
export interface PoolChannels {
  id: number;
  name: string;
  in_use: number;
  channel_limit: number;
}

export interface VirtualNumberDashboard {
  /** The zone of the month and the days (the account's PBX time zone, else UTC). */
  timezone: string;
  /** The first day of this month, YYYY-MM-DD. */
  month: string;
  /** By country name, then number type. */
  numbers: OwnedNumbers[];
  /** This month's customer calls on the rented numbers, and their answered minutes (rounded up). */
  calls: { count: number; minutes: number };
  /** This month's messages to or from the rented numbers. */
  messages: { count: number };
  spend: VirtualNumberSpend;
  /** The last VIRTUAL_NUMBER_DASHBOARD_DAYS days, oldest first, today included; every day present. */
  daily: VirtualNumberDay[];
  /** Channels in use against the capacity pools' limits, by pool name (counted as routing counts them). */
  channels: PoolChannels[];
}

export const virtualNumberDashboardEndpoints = {
  /**
   * The area's figures, for members too: /virtual-number opens on it (a member sent there would
   * otherwise be turned back), and they read the PBX home's spend already.
   */
  virtualNumberDashboard: {
    method: 'GET',
    path: '/admin/virtual-number/dashboard',
    body: undefined,
    response: returns<VirtualNumberDashboard>(),
    auth: 'verified',
    access: 'members',
  },
} as const;
