import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  LEGAL_PAGE_SLUGS,
  LegalPageUpdateSchema,
  OwnerLegalPageSchema,
} from "@shared/restaurant/legal-pages";
import {
  OwnerRestaurantDetailsSchema,
  RestaurantDetailsInputSchema,
} from "@shared/restaurant/restaurant-details.schema";
import {
  ClearSampleRequestSchema,
  ClearSampleResultSchema,
  SetupStatusSchema,
  SetupStepParamsSchema,
} from "@shared/restaurant/setup.schema";
import { auditActor } from "../audit-log/audit-writer.service";
import { loadOwnerLegalPage, loadRestaurantDetails } from "./restaurant.queries";
import {
  clearSampleContent,
  loadSetupStatus,
  markSetupStepDone,
  saveLegalPage,
  saveRestaurantDetails,
} from "./restaurant.service";

/** Saving with confirm: false keeps a draft of the setup (the public pages still say "being set up"). */
const SaveDetailsSchema = z.intersection(
  RestaurantDetailsInputSchema,
  z.object({ confirm: z.boolean().default(true) }),
);

/** The owner's details and legal wording (mounted at /api/admin; invalidates restaurant, legal). */
export const restaurantOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/restaurant-details", { schema: { response: { 200: OwnerRestaurantDetailsSchema } } }, async () =>
    loadRestaurantDetails(app.deps.db),
  );

  app.put(
    "/restaurant-details",
    { schema: { body: SaveDetailsSchema, response: { 200: OwnerRestaurantDetailsSchema } } },
    async (request) => {
      const { confirm, ...values } = request.body;
      return saveRestaurantDetails(app.deps.db, values, {
        confirm,
        actor: auditActor(request),
        now: app.deps.now(),
      });
    },
  );

  const legalParams = z.object({ slug: z.enum(LEGAL_PAGE_SLUGS) });
  app.get(
    "/legal-pages/:slug",
    { schema: { params: legalParams, response: { 200: OwnerLegalPageSchema } } },
    async (request) => loadOwnerLegalPage(app.deps.db, request.params.slug),
  );

  app.put(
    "/legal-pages/:slug",
    { schema: { params: legalParams, body: LegalPageUpdateSchema, response: { 200: OwnerLegalPageSchema } } },
    async (request) => {
      const { slug } = request.params;
      await saveLegalPage(app.deps.db, slug, request.body.body, auditActor(request), app.deps.now());
      return loadOwnerLegalPage(app.deps.db, slug);
    },
  );
};

/** The first-start setup (mounted at /api/admin/setup; clearing the sample invalidates menu, chefs, offers, site content). */
export const setupOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/", { schema: { response: { 200: SetupStatusSchema } } }, async () =>
    loadSetupStatus(app.deps.db, app.deps.env.DEMO_MODE),
  );

  app.post(
    "/steps/:step",
    { schema: { params: SetupStepParamsSchema, response: { 200: SetupStatusSchema } } },
    async (request) => {
      await markSetupStepDone(app.deps.db, request.params.step, auditActor(request));
      return loadSetupStatus(app.deps.db, app.deps.env.DEMO_MODE);
    },
  );

  app.post(
    "/clear-sample",
    { schema: { body: ClearSampleRequestSchema, response: { 200: ClearSampleResultSchema } } },
    async (request) => ({
      removed: await clearSampleContent(app.deps.db, auditActor(request), request.body.parts),
    }),
  );
};
