-- `image/*` let SVG in, and an SVG is a document that runs scripts when opened from the
-- storage origin. Avatars are raster images only: the four formats every browser renders.
update storage.buckets
   set allowed_mime_types = array['image/png', 'image/jpeg', 'image/webp', 'image/gif']
 where id = 'avatars';
