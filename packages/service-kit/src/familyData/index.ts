export { FamilyDataClient, type FamilyDataClientOptions, FamilyDataUnavailableError } from './familyDataClient';
export { FamilyDataController, FamilyDataModule, FamilyGrantGuard } from './familyData.module';
export { FAMILY_DATA_PART, FAMILY_DATA_PATH, type FamilyDataExport, type FamilyDataPart } from './familyDataPart';
export {
  FAMILY_GRANT_HEADER,
  FAMILY_GRANT_TTL_SECONDS,
  type FamilyGrant,
  type FamilyGrantPurpose,
  type FamilyOwner,
  signFamilyGrant,
  verifyFamilyGrant,
} from './familyGrant';
