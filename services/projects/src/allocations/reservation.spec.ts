import { autoReservation, completeAmounts, freeAmounts, shortfallMessage, yarnLabel } from './reservation.js';

describe('freeAmounts', () => {
  it('is what is left less what other projects still hold', () => {
    expect(freeAmounts({ skeins_remaining: 5, remaining_yardage: 1050 }, { skeins: 2, yards: 420 })).toEqual({
      skeins: 3,
      yards: 630,
    });
  });

  it('is never below nothing', () => {
    expect(freeAmounts({ skeins_remaining: 1, remaining_yardage: 210 }, { skeins: 2, yards: 420 })).toEqual({
      skeins: 0,
      yards: 0,
    });
  });
});

describe('completeAmounts', () => {
  it('works out yards from skeins and skeins from yards by the line’s yards per skein', () => {
    expect(completeAmounts({ skeins: 2, yards: 0 }, 210)).toEqual({ skeins: 2, yards: 420 });
    expect(completeAmounts({ skeins: 0, yards: 315 }, 210)).toEqual({ skeins: 1.5, yards: 315 });
    expect(completeAmounts({ skeins: 2, yards: 400 }, 210)).toEqual({ skeins: 2, yards: 400 });
    expect(completeAmounts({ skeins: 2, yards: 0 }, null)).toEqual({ skeins: 2, yards: 0 });
  });
});

describe('autoReservation', () => {
  const free = { skeins: 5, yards: 1050 };

  it('takes whole skeins enough for what the project still needs', () => {
    expect(autoReservation(free, 210, 500)).toEqual({ skeins: 3, yards: 630 });
  });

  it('takes all that is free when the need is unknown or larger', () => {
    expect(autoReservation(free, 210, null)).toEqual(free);
    expect(autoReservation(free, 210, 5000)).toEqual(free);
  });

  it('takes nothing when the need is already covered', () => {
    expect(autoReservation(free, 210, -20)).toEqual({ skeins: 0, yards: 0 });
  });

  it('shares skeins by yards when the line’s yards per skein are unknown', () => {
    expect(autoReservation(free, null, 525)).toEqual({ skeins: 2.5, yards: 525 });
  });
});

describe('shortfallMessage', () => {
  const label = yarnLabel({ brand: 'Malabrigo', line: 'Rios', colorway: 'Azul' });

  it('names what is free of which yarn', () => {
    expect(shortfallMessage({ skeins: 4, yards: 0 }, { skeins: 3, yards: 630 }, label)).toBe(
      'Only 3 skeins of Malabrigo Rios - Azul are free to reserve',
    );
    expect(shortfallMessage({ skeins: 0, yards: 700 }, { skeins: 3, yards: 630 }, label)).toBe(
      'Only 630 yards of Malabrigo Rios - Azul are free to reserve',
    );
    expect(shortfallMessage({ skeins: 3, yards: 630 }, { skeins: 3, yards: 630 }, label)).toBeNull();
  });
});
