/** The director's 'Equipe' section of Minha escola. (Being built.) */
export function StaffSection() {
  return null;
}
