export { NAMESPACE as PRIVACY_POLICY_NAMESPACE } from './privacy-policy.texts';
