/** The public surface of the auth feature: other features import from here only (docs/decisions/0020-module-boundaries.md). */
export { confirmTeacherSignup, reloadTo, signUpTeacher } from './auth-api.ts';
export { useTeacherSignIn } from './teacher-sign-in.tsx';
