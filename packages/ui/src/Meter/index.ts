export { Meter, type MeterLevel, type MeterProps, meterLevel } from './Meter';
