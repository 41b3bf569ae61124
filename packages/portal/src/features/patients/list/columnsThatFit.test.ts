import { describe, expect, it } from 'vitest';
import { columnsThatFit } from './columnsThatFit';

// The patient list's columns with their least widths, in docs/rules/records.md's order.
const all = [
  { id: 'firstName', minWidth: 96 },
  { id: 'lastName', minWidth: 112 },
  { id: 'email', minWidth: 144 },
  { id: 'gender', minWidth: 100 },
  { id: 'age', minWidth: 84 },
  { id: 'phoneNumber', minWidth: 132 },
  { id: 'latestSignedNote', minWidth: 128 },
  { id: 'organization', minWidth: 112 },
  { id: 'status', minWidth: 116 },
];
const every = all.map((column) => column.id);
const leastWidth = (ids: string[]) => all.filter((column) => ids.includes(column.id)).reduce((sum, column) => sum + column.minWidth, 0);

describe('the patient columns that fit a table', () => {
  it('shows every column where there is room, and all of them until the table is measured', () => {
    expect(columnsThatFit(all, leastWidth(every))).toEqual(every);
    expect(columnsThatFit(all, undefined)).toEqual(every);
  });

  it('leaves out the gender, then the phone and the latest signed note first, keeping the order of the rest', () => {
    expect(columnsThatFit(all, leastWidth(every) - 1)).toEqual(every.filter((id) => id !== 'gender'));
    expect(columnsThatFit(all, 900)).toEqual(['firstName', 'lastName', 'email', 'age', 'latestSignedNote', 'organization', 'status']);
    // A tablet upright: who the patient is and where they stand.
    expect(columnsThatFit(all, 700)).toEqual(['firstName', 'lastName', 'email', 'age', 'organization', 'status']);
  });

  it("keeps a physio's attention flag, and leaves out adherence and last activity last", () => {
    const physio = [...all, { id: 'lastActivity', minWidth: 132 }, { id: 'adherence', minWidth: 124 }, { id: 'attention', minWidth: 132 }];
    expect(columnsThatFit(physio, 720)).toEqual(['firstName', 'lastName', 'status', 'lastActivity', 'adherence', 'attention']);
    expect(columnsThatFit(physio, 100)).toEqual(['firstName', 'lastName', 'status', 'attention']);
  });

  it('never leaves out the names or the status, however narrow', () => {
    expect(columnsThatFit(all, 100)).toEqual(['firstName', 'lastName', 'status']);
  });

  it('never needs more room than it is given, while there is room for the names and the status', () => {
    for (let width = leastWidth(['firstName', 'lastName', 'status']); width <= 1400; width += 10) {
      expect(leastWidth(columnsThatFit(all, width))).toBeLessThanOrEqual(width);
    }
  });
});
