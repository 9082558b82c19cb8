-- The seeded branches stood at their city's centre (every Ahmedabad branch at one point), so a
-- branch page's directions led to the middle of town and its nearest branches were "0 km" away.
-- Each is moved to its own locality (decision 035), unless staff have edited it since (then it has
-- content revisions, which hold the position they chose) or its position is no longer the seed's.
UPDATE "branches" AS b
SET "latitude" = v."latitude", "longitude" = v."longitude", "updated_at" = now()
FROM (VALUES
  ('AHMEDABAD', 'head-office', 23.0225, 72.5714, 23.04, 72.507),
  ('AHMEDABAD', 'narol-hub', 23.0225, 72.5714, 22.966, 72.593),
  ('AHMEDABAD', 'odhav-branch', 23.0225, 72.5714, 23.023, 72.665),
  ('AHMEDABAD', 'changodar-warehouse', 23.0225, 72.5714, 22.925, 72.442),
  ('DELHI', 'okhla-branch', 28.6139, 77.209, 28.534, 77.274),
  ('DELHI', 'transport-nagar', 28.6139, 77.209, 28.739, 77.152),
  ('DELHI', 'air-cargo-office', 28.6139, 77.209, 28.555, 77.1),
  ('DELHI', 'naraina-branch', 28.6139, 77.209, 28.628, 77.138),
  ('KOLKATA', 'central-office', 22.5726, 88.3639, 22.576, 88.352),
  ('KOLKATA', 'taratala-hub', 22.5726, 88.3639, 22.506, 88.317),
  ('KOLKATA', 'air-cargo-office', 22.5726, 88.3639, 22.644, 88.445),
  ('BANGALORE', 'peenya-hub', 12.9716, 77.5946, 13.033, 77.515),
  ('BANGALORE', 'kalasipalya-branch', 12.9716, 77.5946, 12.96, 77.576),
  ('BANGALORE', 'bommasandra-warehouse', 12.9716, 77.5946, 12.814, 77.696),
  ('SURAT', 'ring-road-branch', 21.1702, 72.8311, 21.188, 72.84),
  ('SURAT', 'sachin-gidc-hub', 21.1702, 72.8311, 21.088, 72.883),
  ('SURAT', 'pandesara-branch', 21.1702, 72.8311, 21.143, 72.84),
  ('INDORE', 'transport-nagar', 22.7196, 75.8577, 22.756, 75.892),
  ('INDORE', 'sanwer-road-branch', 22.7196, 75.8577, 22.754, 75.842),
  ('INDORE', 'sort-centre', 22.7196, 75.8577, 22.639, 75.808),
  ('JAIPUR', 'transport-nagar', 26.9124, 75.7873, 26.911, 75.85),
  ('JAIPUR', 'vkia-branch', 26.9124, 75.7873, 26.985, 75.775),
  ('JAIPUR', 'sitapura-warehouse', 26.9124, 75.7873, 26.78, 75.845),
  ('BHIWANDI', 'mankoli-warehouse', 19.2813, 73.0483, 19.26, 73.05),
  ('BHIWANDI', 'vadpe-hub', 19.2813, 73.0483, 19.32, 73.09),
  ('BARODA', 'makarpura-hub', 22.3072, 73.1812, 22.255, 73.195),
  ('BARODA', 'alkapuri-office', 22.3072, 73.1812, 22.311, 73.17),
  ('BHOPAL', 'govindpura-branch', 23.2599, 77.4126, 23.255, 77.456),
  ('BHOPAL', 'city-office', 23.2599, 77.4126, 23.233, 77.434),
  ('RAJKOT', 'aji-gidc-warehouse', 22.3039, 70.8022, 22.275, 70.815),
  ('RAJKOT', 'gondal-road-branch', 22.3039, 70.8022, 22.288, 70.801),
  ('JABALPUR', 'jabalpur-branch', 23.1815, 79.9864, 23.167, 79.94),
  ('ANAND', 'anand-branch', 22.5645, 72.9289, 22.556, 72.962),
  ('ARAKKONAM', 'rail-office', 13.0843, 79.6704, 13.078, 79.67),
  ('AJMER', 'ajmer-branch', 26.4499, 74.6399, 26.45, 74.639),
  ('MEHSANA', 'gidc-branch', 23.588, 72.3693, 23.588, 72.385),
  ('BHAVNAGAR', 'bhavnagar-branch', 21.7645, 72.1519, 21.777, 72.148),
  ('KOTA', 'industrial-area-branch', 25.2138, 75.8648, 25.135, 75.86),
  ('JUNAGARH', 'junagadh-branch', 21.5222, 70.4579, 21.525, 70.462),
  ('JODHPUR', 'basni-branch', 26.2389, 73.0243, 26.235, 73.0),
  ('UDAIPUR', 'udaipur-branch', 24.5854, 73.7125, 24.571, 73.725),
  ('BHUJ', 'bhuj-branch', 23.242, 69.6669, 23.265, 69.675)
) AS v("city", "slug", "seeded_latitude", "seeded_longitude", "latitude", "longitude")
WHERE b."city" = v."city"
  AND b."slug" = v."slug"
  AND b."latitude" = v."seeded_latitude"::double precision
  AND b."longitude" = v."seeded_longitude"::double precision
  AND NOT EXISTS (SELECT 1 FROM "content_items" AS c WHERE c."kind" = 'branches' AND c."item_key" = b."id"::text);
