/** The key of the appointments' call: its URL, apart from the hook so the socket's module holds no schema. */
export const appointmentsKey = '/patient-app/appointments';
