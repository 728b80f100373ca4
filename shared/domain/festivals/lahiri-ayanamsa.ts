import { e_tilt, MakeTime } from 'astronomy-engine';

// Lahiri (Chitrapaksha) ayanamsa, India's official one (Calendar Reform Committee, 1955): the
// mean ayanamsa was 23°14'43.89" on 21 March 1956, 0h TT (Swiss Ephemeris' constant), and grows
// with the general precession in longitude (IAU 2006). Adding the nutation in longitude makes it
// the true ayanamsa, which is subtracted from the Sun's apparent (true-equinox) longitude.
const MEAN_AT_EPOCH = 23.245524743;
const EPOCH_CENTURIES = (2435553.5 - 2451545.0) / 36525;

function precessionArcsec(centuries: number): number {
  return 5028.796195 * centuries + 1.1054348 * centuries * centuries;
}

/** The true Lahiri ayanamsa in degrees at an instant. */
export function lahiriAyanamsa(instant: number): number {
  const time = MakeTime(new Date(instant));
  const centuries = time.tt / 36525;
  const mean = MEAN_AT_EPOCH + (precessionArcsec(centuries) - precessionArcsec(EPOCH_CENTURIES)) / 3600;
  return mean + e_tilt(time).dpsi / 3600;
}
