/** `/escola`, the director's area ('Minha escola'). (Being built.) */
export function SchoolArea() {
  return null;
}
