import { z } from 'zod';

// Every message a schema produces reaches the user, so the default locale is Spanish.
z.config(z.locales.es());

export { z };
