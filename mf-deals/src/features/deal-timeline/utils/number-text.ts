/** A measured figure as text: whole numbers as they are, others to one decimal (30 -> "30", 30.46 -> "30.5"). */
export function numberText(value: number): string {
  return String(Number(value.toFixed(1)));
}
