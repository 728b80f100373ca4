import { describe, expect, it } from 'vitest';
import { describeLegs } from './describe-journey';

const at = (name: string, lat = 17.4, lng = 78.4) => ({ name, lat, lng });

describe('describeLegs', () => {
  it('says a journey with a change at one station as the card shows it', () => {
    expect(
      describeLegs([
        { mode: 'walk', from: at('Home'), to: at('Miyapur'), minutes: 6 },
        { mode: 'metro', line: 'Red Line', from: at('Miyapur'), to: at('Ameerpet'), minutes: 22 },
        { mode: 'metro', line: 'Blue Line', from: at('Ameerpet'), to: at('HITEC City'), minutes: 12 },
        { mode: 'walk', from: at('HITEC City'), to: at('Work'), minutes: 4 },
      ]),
    ).toBe('Walk 6 min · Red Line, Miyapur → Ameerpet, 22 min · change · Blue Line → HITEC City, 12 min · walk 4 min');
  });

  it('names the stop a walk between two rides leads to, and leaves out walks of no minutes', () => {
    expect(
      describeLegs([
        { mode: 'walk', from: at('Home'), to: at('Paradise'), minutes: 0 },
        { mode: 'metro', line: 'Blue Line', from: at('Paradise'), to: at('Secunderabad East'), minutes: 4 },
        { mode: 'walk', from: at('Secunderabad East'), to: at('Secunderabad'), minutes: 7 },
        { mode: 'suburban', line: 'FM', from: at('Secunderabad'), to: at('Lingampalli'), minutes: 45 },
      ]),
    ).toBe(
      'Blue Line, Paradise → Secunderabad East, 4 min · walk 7 min to Secunderabad · FM, Secunderabad → Lingampalli, 45 min',
    );
  });

  it('says a walk alone', () => {
    expect(describeLegs([{ mode: 'walk', from: at('Home'), to: at('Work'), minutes: 14 }])).toBe('Walk 14 min');
  });

  it('names the mode of a ride with no line name, and a change between two stops of one place', () => {
    expect(
      describeLegs([
        { mode: 'bus', from: at('Iskcon'), to: at('Shivranjani'), minutes: 9 },
        { mode: 'bus', line: '15', from: at('Shivranjani Cross Road'), to: at('Paldi'), minutes: 8 },
      ]),
    ).toBe('bus, Iskcon → Shivranjani, 9 min · change · 15, Shivranjani Cross Road → Paldi, 8 min');
  });
});
