/** The guardian's alerts on the dashboard (built with the alerts feature). */
export function GuardianAlerts() {
  return null;
}
