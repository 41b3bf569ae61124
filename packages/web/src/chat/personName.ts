import type { ChatPerson } from '@rehab/contract';

/** A chat person's name as both apps show it. */
export const personName = (person: ChatPerson) => `${person.firstName} ${person.lastName}`;
