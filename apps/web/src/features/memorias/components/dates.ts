/** "23/05" on the card; the long form in the lightbox. Shown in the device's time zone, in the interface language. */
import { formatDayMonth, formatLongDate } from '../../../lib/dates';

export const diaMes = formatDayMonth;
export const dataLonga = formatLongDate;
