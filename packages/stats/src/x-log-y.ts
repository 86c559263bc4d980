/** x log y with 0 log 0 = 0: a count's term in a multinomial log-likelihood. */
export function xLogY(x: number, y: number): number {
  return x === 0 ? 0 : x * Math.log(y);
}
