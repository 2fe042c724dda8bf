// The 409 answers of registration (the form shows `message` as it is).
export const EMAIL_TAKEN_MESSAGE = 'Ya existe una cuenta con ese correo';
export const USERNAME_TAKEN_MESSAGE = 'Ese nombre de usuario ya está en uso';
