/** A call's moment as typed: a day and a wall-clock time in the browser's zone. */
export interface CallMoment {
  day: string | null;
  time: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Today and the current minute, as the fields show them. */
export function nowMoment(): CallMoment {
  const at = new Date();
  return {
    day: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
  };
}

/** The ISO instant of a typed moment (noon when the time is empty or unreadable); undefined: now. */
export function momentOf(moment: CallMoment): string | undefined {
  if (!moment.day) return undefined;
  const typed = moment.time.trim();
  const time = /^\d{1,2}:\d{2}$/.test(typed) ? typed.padStart(5, '0') : '12:00';
  const at = new Date(`${moment.day}T${time}:00`);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}
