# The answers that apps/server/test/maps-analysis.test.ts gives through the API (a profile
# with repetitions and a consumer test of the same four products), and FactoMineR's maps of
# them. Regenerate from the repository root with:
#   Rscript apps/server/test/r/maps.R && npx prettier --write apps/server/test/r/maps.json
suppressPackageStartupMessages(library(FactoMineR))
source(file.path("packages", "stats", "test", "r", "json.R"))
rows_of <- function(m) lapply(seq_len(nrow(m)), function(i) unname(as.numeric(m[i, ])))
named_rows <- function(m) setNames(rows_of(m), rownames(m))

set.seed(13)
products <- c("A", "B", "C", "D")
# The profile: 6 judges, 2 repetitions, three line scales.
p <- expand.grid(product = products, judge = sprintf("J%03d", 1:6), repetition = 1:2, stringsAsFactors = FALSE)
k <- match(p$product, products)
p$sweet <- round(pmin(10, pmax(0, 2 + 1.6 * k + rnorm(nrow(p), 0, 1))), 1)
p$sour <- round(pmin(10, pmax(0, 8 - 1.2 * k + rnorm(nrow(p), 0, 1.3))), 1)
p$thick <- round(pmin(10, pmax(0, 5 + c(2, -1, 1, -2)[k] + rnorm(nrow(p), 0, 1))), 1)
means <- as.matrix(aggregate(cbind(sweet, sour, thick) ~ product, data = p, FUN = mean)[, -1])
rownames(means) <- products
profile <- PCA(means, ncp = 10, graph = FALSE)

# The consumer test: 12 consumers, liking once per product, and a CATA question.
c <- expand.grid(product = products, judge = sprintf("J%03d", 1:12), stringsAsFactors = FALSE)
segment <- rep(c(1, 2, 3), each = 4)[match(c$judge, sprintf("J%03d", 1:12))]
base <- rbind(c(8, 6, 4, 2), c(2, 4, 6, 8), c(5, 8, 8, 5))
c$liking <- pmin(9, pmax(1, base[cbind(segment, match(c$product, products))] + sample(-1:1, nrow(c), replace = TRUE)))
c$sweet <- rbinom(nrow(c), 1, c(0.2, 0.4, 0.6, 0.8)[match(c$product, products)])
c$fresh <- rbinom(nrow(c), 1, 0.5)
c$creamy <- rbinom(nrow(c), 1, c(0.7, 0.3, 0.5, 0.4)[match(c$product, products)])
c$bitter <- rbinom(nrow(c), 1, c(0.1, 0.3, 0.6, 0.2)[match(c$product, products)])
c$bland <- 0
liking <- t(sapply(split(c, c$judge), function(j) j$liking[match(products, j$product)]))
colnames(liking) <- products
internal <- PCA(t(liking), ncp = 10, graph = FALSE)
centred <- liking - rowMeans(liking)
tree <- hclust(dist(centred), method = "ward.D2")
counts <- t(sapply(products, function(pr) colSums(c[c$product == pr, c("sweet", "fresh", "creamy", "bitter")])))
ca <- CA(as.data.frame(counts), ncp = 10, graph = FALSE)
mfa <- MFA(as.data.frame(cbind(means, t(liking))), group = c(3, 12), type = c("s", "s"), ncp = 10, graph = FALSE)

write_json(file.path("apps", "server", "test", "r", "maps.json"), list(
  profile = lapply(seq_len(nrow(p)), function(i) as.list(p[i, ])),
  consumers = lapply(seq_len(nrow(c)), function(i) as.list(c[i, ])),
  expected = list(
    pca = list(eigenvalues = unname(profile$eig[, 1]), products = named_rows(profile$ind$coord),
               variables = named_rows(profile$var$coord)),
    internal = list(eigenvalues = unname(internal$eig[, 1]), products = named_rows(internal$ind$coord),
                    judges = named_rows(internal$var$coord)),
    ca = list(eigenvalues = unname(ca$eig[, 1]), products = named_rows(ca$row$coord), terms = named_rows(ca$col$coord)),
    partitions = setNames(lapply(2:6, function(k) as.list(cutree(tree, k))), as.character(2:6)),
    mfa = list(eigenvalues = unname(mfa$eig[, 1]), products = named_rows(mfa$ind$coord))
  )
))
