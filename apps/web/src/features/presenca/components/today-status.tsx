/** Today's attendance status of the selected child on the dashboard (built with the attendance feature). */
export function TodayStatus() {
  return null;
}
