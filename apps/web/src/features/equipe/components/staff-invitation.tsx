/** `/convite-equipe?token=…`: the invited educator or director chooses a password. (Being built.) */
export function StaffInvitation() {
  return null;
}
