import type { ChatPerson } from '@rehab/contract';

export const personName = (person: ChatPerson) => `${person.firstName} ${person.lastName}`;
